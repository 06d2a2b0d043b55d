// Refuses new passwords found on widely published common-password lists ("the 1,000 most common passwords are refused").
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey
ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor
matrix william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver
222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer
cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix
camaro sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph
mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx
123123123 gateway marina diablo bulldog qwer1234 compaq purple banana junior hannah 123654 porsche
lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston
q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita
knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower
bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r
jasmine winter prince marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro
gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela spanky thx1138
angels madison winston shannon mike toyota jordan23 canada sophie apples tiger razz 123abc pokemon
qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle 159357 jackie 1990
123456a 789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot
qwerty123 booger asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket
viking redskins butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui
victor florida dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers
jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy stupid monica elephant giants
jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie
gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112
1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend jessie stella
qwert eminem arthur apple nissan bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe garfield
01012011 beavis jack asdasd december 2222 102030 252525 11223344 magic apollo skippy 315475 girls
kitten golf copper braves shelby godzilla beaver fred tomcat august buddy airborne 1993 1988
lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182 power fish green
789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000 pakistan 007007 walter
playboy blazer cricket sniper donkey willow loveme saturn therock redwings bigboy pumpkin trinity
williams nintendo digital destiny topgun runner marvin guinness chance bubbles testing fire november
minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie little cassie babygirl
donald beatles 1313 family 12121212 school louise gabriel eclipse fluffy 147258369 lol123 explorer
beer nelson flyers spencer scott lovely gibson doggie cherry andrey snickers buffalo pantera
metallica member carter qwertyu peter alexande steve bronco paradise goober 5555 samuel montana
mexico dreams michigan carolina friends magnum surfer maximus genius cool vampire lacrosse asd123
aaaa christin kimberly speedy sharon carmen 111222 kristina sammy racing ou812 sabrina horses
0987654321 qwerty1 pimpin baby stalker enigma 147147 star poohbear 147258 simple 12345q marcus brian
1987 qweasdzxc drowssap hahaha caroline barbara dave viper drummer action einstein genesis hello1
scotty friend forest 010203 hotrod google vanessa spitfire badger maryjane friday alaska 1232323q
tester jester jake champion floyd admin welcome1 iloveyou1 p@ssw0rd password123 admin123 abc12345
letmein1 monkey1 dragon1 sunshine1 princess1 football1 baseball1 superman1 charlie1 michael1 shadow1
master1 jennifer1 jordan1 hunter1 soccer1 batman1 tigger1 qwerty12 1q2w3e 1qaz2wsx3edc zaq12wsx
zaq1zaq1 zaq1xsw2 qwe123 qwe123qwe asdqwe123 aa123456 a123456 a12345 abc123456 123456789a 1234abcd
password12 password1234 pass123 pass1234 passwd changeme secret123 root toor administrator guest
user default login qwerty1234 iloveu loveyou babygirl1 lovely1 1234561 12345678910 123456123 123123a
147852 147852369 159951 741852963 963852741 456789 456123 321654 123698745 142536 135790 246810
112358 2468 13579 00000000 0000000 1111111111 999999999 99999999 9999 5555555 55555555 6666666
66666666 77777777 8888 3333 33333 3333333 2222222 22222222 4444444 44444444 121314 123654789
111111111 1234321 11221122 12312312 1234512345 123qweasd 123qweasdzxc qweasd qweasd123 zxc123
zxcvbnm123 asd123456 qazwsx123 q1w2e3r4t5y6 1q2w3e4r5t6y qwerty12345 qwerty123456 qwertz qwertzuiop
azertyuiop ytrewq mnbvcxz asdfg zxcv qwer asdf123 1234asdf a1b2c3 a1b2c3d4 abc abcd abcde abcdefg
abcdefgh abcd123 abc1234 aaa aaaaa aaaaaaa aaaaaaaa zzzzzzzz 1a2b3c aaa111 abcabc password2
password01 password11 passw0rd1 pa55word pa55w0rd p4ssword passwort mypassword mypass newpassword
nopassword passpass password! qwerty123! zaq1@wsx !qaz2wsx 1qaz@wsx !qaz@wsx p@ssword pass@123
admin@123 password@123 welcome@123 qwerty@123 asdfqwer qwerasdf qazwsxedcrfv 1qaz2wsx3edc4rfv !@#$%^
!@#$%^&* 123!@# 123456! iloveyou2 iloveyou123 loveyou1 love123 lovelove lover1 angel1 angel123
flower1 jesus jesus1 christ blessed faith church hope lucky7 lucky1 chocolate candy cupcake honey
sweetie sweetheart babyboy mybaby mylove myspace myspace1 facebook youtube yahoo hotmail gmail
windows microsoft iphone android internet1 computer1 hello123 hellokitty helloworld welcome123
letmein123 opensesame manager security system superuser test123 test1 testing123 demo user123 admin1
root123 support money1 bitcoin king queen princesa beautiful bella billy bobby brittany chloe
christina christopher daisy elizabeth emily eric heather1 jacob jasmine1 jenny jimmy julia julie
justin1 kevin linda lisa mark mary megan olivia rose sarah stephanie steven1 samantha1 william1 sam
max maxwell1 buddy1 buster1 cooper1 rocky rocky1 molly molly1 maggie1 sadie pepper1 snoopy1 kitty
puppy tiger1 naruto pikachu pokemon1 zelda fortnite roblox xbox360 playstation spiderman ironman
marvel yoda jedi harrypotter basketball hockey1 football12 soccer12 summer1 purple1 blue123 black1
diamond1 killer1 shadow123 secret1 liberty america1 usa123 texas california 1980 1981 1982 1983 1984
1985 1986 1994 1995 1996 1997 1998 1999 2001 2002 2003 2004 2005 2006 2007 2008 2009 2010 2011 2012
2013 2014 2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 2580 5201314 520520 woaini woaini1314
cutie hottie mustang1 ferrari1 bmw honda chevy mercedes1 michelle1 jessica1 ashley1 nicole1 amanda1
daniel1 thomas1 robert1 joshua1 andrew1 matthew1 anthony1 jesus123 mother1 chelsea1 arsenal1
liverpool1 barcelona juventus realmadrid manchester asdfghj zxcvbnm1 letmein22 whatever1 freedom1
starwars1 trustme iloveme imissyou missyou sunflower butterfly
`;

/** About 1,000 of the most commonly used passwords, lower-case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/).filter((entry) => entry !== ''),
);

/** True when the password, compared case-insensitively and untrimmed, is on the list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
